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

from .matchers import tool_names as tool_names_of

_OFFERED: ContextVar[tuple[str, ...] | None] = ContextVar("toolhooks_offered", default=None)


@contextmanager
def offering(tool_names: Iterable[str]) -> Iterator[tuple[str, ...]]:
    """Allow only ``tool_names`` to run inside the ``with`` block.

    A nested block *replaces* the list for its length, it does not narrow it: a sub-agent
    started from a tool call (``delegate``) offers its own tools, which its parent was not
    offered, and the parent's list is back when the block ends. A tool the outer block
    refused therefore runs inside an inner block that offers it; to narrow, pass the
    intersection yourself: ``offering([t for t in inner if t in (offered_tools() or inner)])``.
    """
    names = tool_names_of(tool_names, "offering(tool_names)")
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
