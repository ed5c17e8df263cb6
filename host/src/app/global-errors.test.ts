import { markAppStarted, renderBlankPageFallback, reportError } from './global-errors';

// R17: the last-resort handler reports once and never leaves a white page.
describe('last-resort error handling (R17)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('reports the same error once', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('poll failed'));
    reportError(new Error('poll failed'));
    reportError('other');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('does not draw over the app while it is still starting', () => {
    document.body.innerHTML = '<div id="app"></div>';
    // markAppStarted has not been called in this test file yet
    expect(renderBlankPageFallback()).toBe(false);
  });

  it('draws a recovery screen with a reload button when the app went blank', () => {
    markAppStarted();
    document.body.innerHTML = '<div id="app"></div>';
    expect(renderBlankPageFallback()).toBe(true);
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.querySelector('button')?.textContent).toBe('Reload');
    // drawn once
    expect(renderBlankPageFallback()).toBe(false);
  });

  it('leaves a rendered app alone', () => {
    markAppStarted();
    document.body.innerHTML = '<div id="app"><main>page</main></div>';
    expect(renderBlankPageFallback()).toBe(false);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
