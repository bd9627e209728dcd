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

from .approval import Approver
from .clock import Clock, utc_now
from .context import HookContext
from .errors import InstallError, describe_exception
from .registry import HookRegistry, unmatched_problem
from .wrapper import HookedCall

Undo: TypeAlias = Callable[[], None]
"""Removes an installation; calling it again does nothing."""

_ABSENT = object()


def install_hooks(
    dispatcher: Any,
    registry: HookRegistry,
    context: HookContext,
    *,
    clock: Clock = utc_now,
    approve: Approver | None = None,
) -> Undo:
    """Wrap ``dispatcher.call_tool`` with ``registry``'s hooks for the session ``context``.

    When the dispatcher lists its tools (``tool_names``, as :class:`Dispatcher` does), a
    hook whose matcher selects none of them is refused here, and so is one registered on
    ``registry`` later, until ``undo()``: a typo in a matcher would otherwise switch the
    hook off without a word. ``approve`` decides the calls a hook
    answered with ``Ask`` (see :mod:`toolhooks.approval`); without it they are denied.
    """
    original = getattr(dispatcher, "call_tool", None)  # step 1: save, before anything changes
    if not callable(original):
        raise InstallError(
            f"{type(dispatcher).__name__} has no callable call_tool to wrap; install_hooks "
            "expects an object whose call_tool(tool_use) returns a tool_result; pass a "
            "Dispatcher, or give your object such a method."
        )
    hooked = HookedCall(original, registry, context, clock, approve)  # checks the parts first
    tools = _listed_tools(getattr(dispatcher, "tool_names", None))
    _refuse_unmatched(registry, tools)
    previous = _own_attribute(dispatcher)
    _set_call_tool(dispatcher, hooked)  # step 2: only now replace it
    forget_tools = registry.installed_on(tools)  # hooks added later are checked the same way
    installed = True

    def undo() -> None:
        nonlocal installed
        if not installed:
            return
        if _own_attribute(dispatcher) is not hooked:
            raise InstallError(
                "cannot undo this installation: another one was installed on top of it. "
                "Undo the most recent installation first (last in, first out)."
            )
        if previous is _ABSENT:
            del dispatcher.call_tool  # the class's method shows through again
        else:
            dispatcher.call_tool = previous
        forget_tools()
        installed = False

    return undo


def _set_call_tool(dispatcher: Any, hooked: HookedCall) -> None:
    try:
        dispatcher.call_tool = hooked
    except (AttributeError, TypeError) as exc:
        raise InstallError(
            f"cannot replace call_tool on this {type(dispatcher).__name__}: "
            f"{describe_exception(exc)}. Its class fixes its attributes (__slots__, a frozen "
            "dataclass or a read-only property). Install on an object that lets call_tool "
            "be set, or give the class a '__dict__' slot."
        ) from exc


def _listed_tools(tool_names: object) -> tuple[str, ...]:
    """The dispatcher's tool names, or ``()`` when it does not list them (nothing to check)."""
    if not isinstance(tool_names, (tuple, list)):
        return ()
    return tuple(name for name in tool_names if isinstance(name, str))


def _refuse_unmatched(registry: HookRegistry, tools: tuple[str, ...]) -> None:
    """Refuse hooks whose matcher selects none of the dispatcher's tools."""
    for hooks in (registry.pre, registry.post):
        for entry in hooks.all:
            problem = unmatched_problem(hooks.point, entry, tools)
            if problem is not None:
                raise InstallError(problem)


def _own_attribute(dispatcher: Any) -> object:
    """The object's own ``call_tool`` (not the class's), or ``_ABSENT``."""
    own = getattr(dispatcher, "__dict__", None)
    if own is None:
        return getattr(dispatcher, "call_tool", _ABSENT)
    return own.get("call_tool", _ABSENT)
