import '@nukkad/ui/styles.css';
import './index.css';
import { mountApp } from '@nukkad/ui';

mountApp(() => import('./app/app'));
