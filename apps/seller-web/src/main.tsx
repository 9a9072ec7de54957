import '@nukkad/ui/styles.css';
import '@nukkad/ui/app-frame.css';
import './index.css';
import { mountApp } from '@nukkad/ui';

mountApp(() => import('./app/app'));
