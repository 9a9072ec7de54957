import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad Rider',
  shortName: 'Nukkad Rider',
  description: 'Deliver with Nukkad: pick up orders, deliver them and track your commission',
  themeColor: '#be123c',
  devPort: 5176,
});
