// Public surface of @nukkad/ui; the stylesheets are imported separately as '@nukkad/ui/styles.css'
// and, by the partner apps using AppFrame, '@nukkad/ui/app-frame.css'.

export { ThemeProvider, useTheme, isTheme, DEFAULT_THEME_STORAGE_KEY } from './theme/theme-provider';
export type { Theme, ThemeContextValue, ThemeProviderProps } from './theme/theme-provider';
export { ThemeToggle } from './theme/theme-toggle';
export type { ThemeToggleProps } from './theme/theme-toggle';

export { ToastProvider, useToast } from './toast/toast-provider';
export type { ToastApi, ToastProviderProps } from './toast/toast-provider';
export type { ToastKind } from './toast/toast-item';

export { Skeleton } from './feedback/skeleton';
export type { SkeletonProps } from './feedback/skeleton';
export { SkeletonList } from './feedback/skeleton-list';
export type { SkeletonListProps } from './feedback/skeleton-list';
export { EmptyState } from './feedback/empty-state';
export type { EmptyStateProps } from './feedback/empty-state';
export { ErrorState } from './feedback/error-state';
export type { ErrorStateProps } from './feedback/error-state';
export { Spinner } from './feedback/spinner';
export type { SpinnerProps } from './feedback/spinner';
export { PageLoader } from './feedback/page-loader';
export type { PageLoaderProps } from './feedback/page-loader';
export { FullScreenLoader } from './feedback/full-screen-loader';
export type { FullScreenLoaderProps } from './feedback/full-screen-loader';
export { ErrorBoundary } from './feedback/error-boundary';
export type { ErrorBoundaryProps } from './feedback/error-boundary';
export { FatalError, MainErrorFallback } from './feedback/fatal-error';
export type { FatalErrorProps } from './feedback/fatal-error';
export { LiveIndicator, refreshPeriod } from './feedback/live-indicator';
export type { LiveIndicatorProps, LiveIndicatorStatus } from './feedback/live-indicator';
export { createLiveUpdates } from './feedback/live-updates';
export type { LiveStream, LiveUpdatesOptions, QueryInvalidator } from './feedback/live-updates';

export { PagedOrderList } from './lists/paged-order-list';
export type { OrderListPaging, OrderListTabs, PagedOrderListProps } from './lists/paged-order-list';
export { SearchableList } from './lists/searchable-list';
export type { ListQuery, ListSearch, SearchableListProps } from './lists/searchable-list';

export { Pagination } from './navigation/pagination';
export type { PaginationProps } from './navigation/pagination';
export { Tabs } from './navigation/tabs';
export type { TabItem, TabsProps } from './navigation/tabs';
export { Brand } from './navigation/brand';
export type { BrandProps } from './navigation/brand';
export { BackLink } from './navigation/back-link';
export type { BackLinkProps } from './navigation/back-link';

export { StatusBadge } from './data-display/status-badge';
export type { StatusBadgeProps } from './data-display/status-badge';
export { Money } from './data-display/money';
export type { MoneyProps } from './data-display/money';
export { DiscountBadge } from './data-display/discount-badge';
export type { DiscountBadgeProps } from './data-display/discount-badge';
export { NotificationRow } from './data-display/notification-row';
export type { NotificationRowProps } from './data-display/notification-row';
export { QueryThread } from './data-display/query-thread'
export type { QueryThreadProps } from './data-display/query-thread'
export { DetailList } from './data-display/detail-list';
export type { DetailListProps, DetailRow } from './data-display/detail-list';
export { NotificationsView } from './data-display/notifications-view';
export type { NotificationFilter, NotificationsQuery, NotificationsViewProps } from './data-display/notifications-view';

export { Button } from './forms/button';
export type { ButtonProps, ButtonVariant } from './forms/button';
export { TextField } from './forms/text-field';
export type { TextFieldProps } from './forms/text-field';
export { Field, useFieldIds } from './forms/field';
export { RequiredMark } from './forms/required-mark';
export type { FieldIds, FieldProps } from './forms/field';
export { SelectField } from './forms/select-field';
export type { SelectFieldProps } from './forms/select-field';
export { TextareaField } from './forms/textarea-field'
export { QueryMessageForm } from './forms/query-message-form'
export type { QueryMessageFormProps } from './forms/query-message-form';
export type { TextareaFieldProps } from './forms/textarea-field';
export { TagsInput, addTag } from './forms/tags-input';
export type { TagsInputProps } from './forms/tags-input';
export { PhoneField } from './forms/phone-field';
export type { PhoneFieldProps } from './forms/phone-field';
export { focusFirstError, requiredErrors, toFieldErrors, validateForm } from './forms/form-errors';
export type { FieldErrors, FormValidation } from './forms/form-errors';
export { useFormFields } from './forms/use-form-fields';
export { CredentialsForm, PHONE_PASSWORD_FIELDS } from './auth-forms/credentials-form';
export type { CredentialField, CredentialsFormProps, CredentialsFormTexts, CredentialsSubmit } from './auth-forms/credentials-form';

export { Modal } from './overlay/modal';
export type { ModalProps } from './overlay/modal';
export { ConfirmDialog } from './overlay/confirm-dialog';
export type { ConfirmDialogProps } from './overlay/confirm-dialog';
export { ConfirmProvider, useConfirm } from './overlay/confirm-provider';
export type { ConfirmFn, ConfirmOptions, ConfirmProviderProps } from './overlay/confirm-provider';

export { AppShell, MAIN_CONTENT_ID } from './layout/app-shell';
export type { AppShellProps } from './layout/app-shell';
export { PageHeader } from './layout/page-header';
export type { PageHeaderProps } from './layout/page-header';
export { Card } from './layout/card';
export type { CardProps } from './layout/card';
export { AppFrame, navLinkClass } from './layout/app-frame';
export type { AppFrameProps, FrameLinkProps, NavItem } from './layout/app-frame';
export { AuthCard } from './layout/auth-card';
export type { AuthCardProps } from './layout/auth-card';

export { AppProviders, createAppProvider, useAppIdentity } from './shell/app-providers';
export type { AppIdentity, AppProvidersProps } from './shell/app-providers';
export { Head, useDocumentTitle } from './shell/head';
export type { HeadProps } from './shell/head';
export { NotFound } from './shell/not-found';
export { RouteError } from './shell/route-error';
export { LogoutButton, LOGGED_OUT, LOGGED_OUT_HERE } from './shell/logout-button';
export type { LogoutButtonProps } from './shell/logout-button';
export { mountApp } from './shell/mount-app';
export { BrowserRoutes, lazyPage, partnerRoutes } from './shell/partner-routes';
export type { BrowserRoutesProps, PartnerRoutesOptions } from './shell/partner-routes';

export * from './icons/icons';

export { pageWindow } from './lib/page-window';
export { plural, pluralWord } from './lib/plural';
export { discountPulses } from './lib/discount-percent';
export { formatRupees } from './lib/format-rupees';
export { couponConditions, couponOffer } from './lib/coupon-terms';
export { exactTime, relativeTime } from './lib/relative-time';
export type { FormatRupeesOptions } from './lib/format-rupees';
export { statusTone } from './lib/status-tone';
export type { StatusTone } from './lib/status-tone';
export { cx } from './lib/class-names';
export { useHydrated } from './lib/use-hydrated';

export { discountRows, OrderBill } from './orders/order-bill';
export type { BillRow, OrderBillProps } from './orders/order-bill';
export { OrderFacts } from './orders/order-facts';
export type { OrderFact, OrderFactsProps } from './orders/order-facts';
export { OrderItemLine, OrderItemLines } from './orders/order-item-line';
export type { OrderItemLineProps, OrderItemLinesProps } from './orders/order-item-line';
export { ItemThumb } from './orders/item-thumb';
export type { ItemThumbProps } from './orders/item-thumb';
export { OrderCardHead } from './orders/order-card-head';
export type { OrderCardHeadProps } from './orders/order-card-head';
export { OrderAddress } from './orders/order-address';
export type { OrderAddressProps } from './orders/order-address';
export { ScheduledNotice } from './orders/scheduled-notice';
export type { ScheduledNoticeProps } from './orders/scheduled-notice';

export { PushPrompt, PUSH_PROMPT_TEXTS, ASK_LATER_MS } from './push-prompt/push-prompt';
export type { PushPromptProps } from './push-prompt/push-prompt';
export { pushAvailability, PUSH_BLOCKED_MESSAGE, PUSH_FAILED_MESSAGE } from './push-prompt/push-support';
export type { PushApi, PushAvailability, PushEnvironment } from './push-prompt/push-support';

export { DeleteAccountSection, DELETE_ACCOUNT_TEXTS } from './account/delete-account-section';
export type { DeleteAccountFailure, DeleteAccountSectionProps, DeletingRole } from './account/delete-account-section';
