import '@nukkad/ui/styles.css';
import './styles/app.css';
import { mountApp } from '@nukkad/ui';
import { App } from './app/app';

mountApp(<App />);
