/* Offline page (served by sw.js): shows its texts in the member's language (the language the site
 * stored, else the browser's) and retries the page the member asked for. */
/* global document, location */
'use strict';
(function () {
  var TEXTS = {
    vi: {
      title: 'Bạn đang ngoại tuyến',
      body: 'Không có kết nối mạng. Cược, số dư và trực tiếp cần kết nối; hãy kiểm tra mạng rồi thử lại.',
      retry: 'Thử lại',
    },
    en: {
      title: 'You are offline',
      body: 'There is no network connection. Bets, your balance and live streams need one: check your connection and try again.',
      retry: 'Try again',
    },
    'zh-cn': {
      title: '您已离线',
      body: '当前没有网络连接。投注、余额和直播都需要联网，请检查网络后重试。',
      retry: '重试',
    },
  };
  function pick() {
    var stored = null;
    try {
      stored = localStorage.getItem('__language');
    } catch {
      // storage blocked: fall back to the browser's languages
    }
    var tags = [stored].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < tags.length; i += 1) {
      var tag = String(tags[i] || '').toLowerCase();
      if (tag === 'vi' || tag.indexOf('vi-') === 0) return 'vi';
      if (tag === 'en' || tag.indexOf('en-') === 0) return 'en';
      if (tag === 'zh' || tag.indexOf('zh-') === 0) return 'zh-cn';
    }
    return 'vi';
  }
  var lang = pick();
  var texts = TEXTS[lang];
  document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : lang;
  try {
    if (localStorage.getItem('__local-theme') === 'light')
      document.documentElement.setAttribute('data-theme', 'light');
  } catch {
    // storage blocked: keep the dark theme
  }
  document.title = texts.title + ' · BetLive';
  document.querySelectorAll('[data-text]').forEach(function (el) {
    el.textContent = texts[el.getAttribute('data-text')];
  });
  document.querySelector('button').addEventListener('click', function () {
    location.reload();
  });
})();
