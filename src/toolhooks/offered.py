"""Which tools the running agent was told about: a tool list that is enforced, not advice.

Telling a specialist only of its own tools (filtering) shapes what the model *tries*; it
does not stop a model that names another tool anyway, from a stale transcript, a prompt
injection or a guess. :func:`offering` marks the tools of the agent running now, and every
call for a tool outside that list is answered with an ``is_error`` result naming the tools
it has, and never runs. The hooked call checks it before the PreToolUse chain (so the
refusal is audited), and the :class:`~toolhooks.dispatcher.Dispatcher` checks it again for
loops that run without hooks.

The list lives in a ``ContextVar``, so a sub-agent started from inside a tool call offers
its own tools for the length of its run, and the parent's list is back when it returns.
Outside any :func:`offering` block, every registered tool is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .errors import ConfigError, safe_repr

_OFFERED: ContextVar[tuple[str, ...] | None] = ContextVar("toolhooks_offered", default=None)


@contextmanager
def offering(tool_names: Iterable[str]) -> Iterator[tuple[str, ...]]:
    """Allow only ``tool_names`` to run inside the ``with`` block (nested blocks narrow it)."""
    if isinstance(tool_names, str) or not isinstance(tool_names, Iterable):
        raise ConfigError(
            f"offering(tool_names) takes a list of tool names, got {safe_repr(tool_names)}; "
            "e.g. offering(['lookup_user'])."
        )
    names = tuple(tool_names)
    if not all(isinstance(name, str) for name in names):
        raise ConfigError(f"offering(tool_names) takes strings, got {safe_repr(names)}.")
    token = _OFFERED.set(names)
    try:
        yield names
    finally:
        _OFFERED.reset(token)


def offered_tools() -> tuple[str, ...] | None:
    """The tools offered to the agent running now, or ``None`` when nothing restricts them."""
    return _OFFERED.get()


def not_offered(tool_name: str) -> str | None:
    """The refusal a model reads when ``tool_name`` is not one of its tools, else ``None``."""
    offered = _OFFERED.get()
    if offered is None or tool_name in offered:
        return None
    have = ", ".join(offered) or "none"
    return (
        f"Tool {tool_name!r} was not offered to you, so it was not run. "
        f"Your tools: {have}. Call one of those."
    )
