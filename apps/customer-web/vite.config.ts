import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad — Shop',
  shortName: 'Nukkad',
  description: 'Order food and groceries from shops in your neighbourhood, delivered fast.',
  themeColor: '#e8590c',
  devPort: 5173,
});
