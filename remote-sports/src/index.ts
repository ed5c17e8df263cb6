// Standalone entry (QA): the federation container is remoteEntry.js, built from the exposes.
import('./bootstrap');
