import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad — Shop',
  shortName: 'Nukkad',
  title: 'Nukkad — food & groceries from nearby shops',
  noScript: 'You can browse shops without JavaScript; to sign in and order, please enable it and reload the page.',
  description: 'Order food and groceries from shops in your neighbourhood, delivered fast.',
  themeColor: '#e8590c',
  devPort: 5173,
});
