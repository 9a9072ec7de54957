import '@nukkad/ui/styles.css';
import '@nukkad/ui/app-frame.css';
import './index.css';
import { mountApp } from '@nukkad/ui';
import { App } from './app/app';

mountApp(<App />);
