"""Installing hooks on a dispatcher: save the original first, then replace it.

The order is the whole lesson. This looks harmless and recurses until the stack overflows::

    dispatcher.call_tool = lambda block: dispatcher.call_tool(block)  # finds itself

because the lambda looks ``dispatcher.call_tool`` up when it is *called*, by which time the
name means the lambda. Binding the original to a local first means the wrapper's closure
holds the real function object, whatever the attribute is re-bound to later. The same
holds for decorators, middleware and interceptors.

:func:`install_hooks` returns ``undo()``, which puts back exactly what was there (pluggy's
``add_hookcall_monitoring`` works the same way). Installations stack: each wraps the one
below, and undoing them in reverse order restores the original.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias

from .clock import Clock, utc_now
from .context import HookContext
from .errors import InstallError
from .registry import HookRegistry
from .wrapper import call_with_hooks

Undo: TypeAlias = Callable[[], None]
"""Removes an installation; calling it again does nothing."""

_ABSENT = object()


def install_hooks(
    dispatcher: Any,
    registry: HookRegistry,
    context: HookContext,
    *,
    clock: Clock = utc_now,
) -> Undo:
    """Wrap ``dispatcher.call_tool`` with ``registry``'s hooks for the session ``context``."""
    if not isinstance(context, HookContext):
        raise InstallError(
            f"install_hooks needs the session's HookContext, got {type(context).__name__}; "
            "build one from your auth layer: HookContext(user_id, tier, session_id)."
        )
    original = getattr(dispatcher, "call_tool", None)  # step 1: save, before anything changes
    if not callable(original):
        raise InstallError(
            f"{type(dispatcher).__name__} has no callable call_tool to wrap; install_hooks "
            "expects an object whose call_tool(tool_use) returns a tool_result."
        )
    previous = _own_attribute(dispatcher)

    def hooked_call_tool(tool_use: object) -> dict[str, Any]:
        return call_with_hooks(original, tool_use, registry=registry, context=context, clock=clock)

    hooked_call_tool.__wrapped__ = original  # type: ignore[attr-defined]
    dispatcher.call_tool = hooked_call_tool  # step 2: only now replace it
    installed = True

    def undo() -> None:
        nonlocal installed
        if not installed:
            return
        if _own_attribute(dispatcher) is not hooked_call_tool:
            raise InstallError(
                "cannot undo this installation: another one was installed on top of it. "
                "Undo the most recent installation first (last in, first out)."
            )
        if previous is _ABSENT:
            del dispatcher.call_tool  # the class's method shows through again
        else:
            dispatcher.call_tool = previous
        installed = False

    return undo


def _own_attribute(dispatcher: Any) -> object:
    """The object's own ``call_tool`` (not the class's), or ``_ABSENT``."""
    own = getattr(dispatcher, "__dict__", None)
    if own is None:
        return getattr(dispatcher, "call_tool", _ABSENT)
    return own.get("call_tool", _ABSENT)
