// The first of the app's start-up tasks (src/index.ts): the libraries every page renders with.
import 'react-dom/client';
import 'react-router-dom';
import '@tanstack/react-query';
import 'i18next';
import 'react-i18next';
