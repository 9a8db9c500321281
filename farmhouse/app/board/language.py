"""The app language the kit writes in: which language's rules break its lines."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def system_language(locale: QLocale | None = None) -> str:
    """The app language closest to ``locale`` (default: the system locale); ``"en"`` if none fits.

    Chinese in Traditional script or from Taiwan, Hong Kong or Macau maps to ``zh_TW``, other
    Chinese to ``zh_CN``. The app sets the default locale to its language, so
    ``system_language(QLocale())`` is the language of the moment.
    """
    loc = locale if locale is not None else QLocale.system()
    if loc.language() == QLocale.Language.Japanese:
        return "ja"
    if loc.language() == QLocale.Language.Chinese:
        traditional = (
            loc.script() == QLocale.Script.TraditionalChineseScript
            or loc.territory()
            in (
                QLocale.Country.Taiwan,
                QLocale.Country.HongKong,
                QLocale.Country.Macao,
            )
        )
        return "zh_TW" if traditional else "zh_CN"
    return "en"
