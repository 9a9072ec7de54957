import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad Admin',
  shortName: 'Nukkad Admin',
  noScript: 'Nukkad Admin needs JavaScript to run.',
  description: 'Oversee Nukkad orders, sellers, products, users and delivery partners.',
  themeColor: '#4338ca',
  devPort: 5175,
});
