import '@nukkad/ui/styles.css';
import './index.css';
import { mountApp } from '@nukkad/ui';
import { App } from './app/app';

mountApp(<App />);
