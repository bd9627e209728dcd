"""Opt-in runs against the real Messages API, and keeping the API key out of every record.

Everything in the workbook runs offline against :mod:`toolhooks.fake`. With
``ANTHROPIC_API_KEY`` set, the same loop can talk to the real API instead: the key is the
opt-in. Two guards keep that out of automated runs: :func:`live_client` refuses when ``CI``
is set, and ``make test`` removes the key from the environment of every test.

The key is a credential, not context: it is read once, handed to the SDK, and never put
in a ``HookContext``, a tool input, an audit line or a log message. :func:`redact` is the
last line of defence for text that is about to be shown.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import anthropic

API_KEY_ENV = "ANTHROPIC_API_KEY"
REDACTED = "<redacted ANTHROPIC_API_KEY>"


def live_skip_reason(environ: Mapping[str, str] = os.environ) -> str | None:
    """Why a live run would be skipped here, or ``None`` when it may run."""
    if environ.get("CI"):
        return "CI is set: the real API is never called from CI."
    if not environ.get(API_KEY_ENV):
        return f"{API_KEY_ENV} is not set: the offline fake API is used instead."
    return None


def live_client(environ: Mapping[str, str] = os.environ) -> anthropic.Anthropic | None:
    """A client for the real API when the key is set outside CI, else ``None``."""
    if live_skip_reason(environ) is not None:
        return None
    return anthropic.Anthropic(api_key=environ[API_KEY_ENV], max_retries=2)


def redact(text: str, environ: Mapping[str, str] = os.environ) -> str:
    """``text`` with the API key (if any is set) replaced by a placeholder."""
    key = environ.get(API_KEY_ENV)
    return text.replace(key, REDACTED) if key else text
