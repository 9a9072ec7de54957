import { webAppConfig } from '../../tools/vite/app-config';

export default webAppConfig({
  name: 'Nukkad Rider',
  shortName: 'Nukkad Rider',
  description: 'Deliver with Nukkad: pick up, deliver and collect cash.',
  themeColor: '#be123c',
  devPort: 5176,
});
