import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad Seller',
  shortName: 'Nukkad Seller',
  description: 'Run your shop on Nukkad: products, orders and sales.',
  themeColor: '#15803d',
  devPort: 5174,
});
