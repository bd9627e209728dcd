"""The hook registry: which hooks run at which point, for which tools, in which order.

Hooks run in registration order, one after another. That is a choice: some hook systems
run matching hooks in parallel, and then two rewrites race and the result depends on
timing. Here the order you register is the order they run, every time.

Usage::

    registry = HookRegistry()
    registry.pre(check_tier, matcher="create_case_file")

    @registry.post
    def log_it(outcome): ...

    @registry.pre(matcher="lookup_user|get_orders")
    def same_user(call): ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, overload

from .error_channel import ErrorSink, HookFailure, JsonlErrorSink, report_failure
from .errors import ConfigError, safe_repr
from .hook_types import PostHook, PreHook, PromptHook, SessionStartHook, StopHook, hook_name
from .matchers import MatcherSpec, ToolMatcher, compile_matcher

H = TypeVar("H", bound=Callable[..., object])


@dataclass(frozen=True, slots=True)
class RegisteredHook(Generic[H]):
    """A hook with the name it is reported under and the tools it applies to."""

    hook: H
    name: str
    applies_to: ToolMatcher
    matcher: MatcherSpec = None


class HookList(Generic[H]):
    """The hooks of one hook point, in registration order.

    Call it to register: ``hooks(fn)``, ``hooks(fn, matcher="x")`` or, as a decorator,
    ``@hooks`` and ``@hooks(matcher="x")``.
    """

    def __init__(self, point: str, *, installed_tools: list[tuple[str, ...]] | None = None) -> None:
        self.point = point
        self._hooks: tuple[RegisteredHook[H], ...] = ()
        self._by_tool: dict[str, tuple[RegisteredHook[H], ...]] = {}
        # The tool lists of the dispatchers this list's registry is installed on (shared
        # with the registry): a hook added later is checked against them as install was.
        self._installed_tools = [] if installed_tools is None else installed_tools

    @overload
    def __call__(self, hook: H, /, *, matcher: MatcherSpec = ..., name: str | None = ...) -> H: ...

    @overload
    def __call__(
        self, hook: None = None, /, *, matcher: MatcherSpec = ..., name: str | None = ...
    ) -> Callable[[H], H]: ...

    def __call__(
        self, hook: H | None = None, /, *, matcher: MatcherSpec = None, name: str | None = None
    ) -> H | Callable[[H], H]:
        if hook is None:
            return lambda fn: self.add(fn, matcher=matcher, name=name)
        return self.add(hook, matcher=matcher, name=name)

    def add(self, hook: H, *, matcher: MatcherSpec = None, name: str | None = None) -> H:
        """Append ``hook``; it will run after every hook already registered here."""
        if not callable(hook):
            raise ConfigError(
                f"{self.point} hooks must be callable, got {safe_repr(hook)}; "
                "register a function that takes the event."
            )
        if name is not None and (not isinstance(name, str) or not name):
            raise ConfigError(
                f"a hook's name is what the audit trail shows; it must be a non-empty string, "
                f"got {safe_repr(name)}; e.g. name='tier_check', or leave it out."
            )
        registered = RegisteredHook(
            hook, name or hook_name(hook), compile_matcher(matcher), matcher
        )
        for tools in self._installed_tools:
            problem = unmatched_problem(self.point, registered, tools)
            if problem is not None:
                raise ConfigError(
                    f"{problem} This registry is installed already, so the hook is checked "
                    "as install_hooks checked the others."
                )
        # A new tuple, not an append: a chain already running keeps iterating its snapshot.
        self._replace((*self._hooks, registered))
        return hook

    def remove(self, hook: H) -> None:
        """Unregister every registration of ``hook``; unknown hooks raise ``ValueError``."""
        kept = tuple(entry for entry in self._hooks if entry.hook is not hook)
        if len(kept) == len(self._hooks):
            raise ConfigError(
                f"{hook_name(hook)!r} is not registered as a {self.point} hook; pass the same "
                "object you registered (a new instance of its class is another hook)."
            )
        self._replace(kept)

    def for_tool(self, tool_name: str) -> tuple[RegisteredHook[H], ...]:
        """The hooks whose matcher accepts ``tool_name``, in registration order."""
        selected = self._by_tool.get(tool_name)
        if selected is None:  # matchers are pure, so each tool's selection is computed once
            selected = tuple(entry for entry in self._hooks if entry.applies_to(tool_name))
            self._by_tool[tool_name] = selected
        return selected

    def _replace(self, hooks: tuple[RegisteredHook[H], ...]) -> None:
        self._hooks = hooks
        self._by_tool = {}

    @property
    def all(self) -> tuple[RegisteredHook[H], ...]:
        """Every registered hook, in order."""
        return self._hooks

    def __len__(self) -> int:
        return len(self._hooks)

    def __repr__(self) -> str:
        names = ", ".join(entry.name for entry in self._hooks)
        return f"<{self.point} hooks: [{names}]>"


def _checked_sinks(error_sinks: object) -> list[ErrorSink]:
    """The sinks as a list, refusing anything that is not an iterable of callables."""
    if isinstance(error_sinks, (str, bytes)) or not isinstance(error_sinks, Iterable):
        raise ConfigError(
            "HookRegistry(error_sinks=...) takes a list of callables that receive a "
            f"HookFailure, got {safe_repr(error_sinks)} ({type(error_sinks).__name__}); "
            "e.g. error_sinks=[JsonlErrorSink('data/hook_errors.jsonl')], or [] for none."
        )
    sinks = list(error_sinks)
    for sink in sinks:
        if not callable(sink):
            raise ConfigError(
                f"each error sink must be callable with a HookFailure, got {safe_repr(sink)} "
                f"({type(sink).__name__}); use JsonlErrorSink(path) to write to a file."
            )
    return sinks


class HookRegistry:
    """The PreToolUse, PostToolUse and Stop hooks of an agent, and its error channel.

    Hosts that report more of the session (Claude Code) also run ``session_start`` and
    ``user_prompt`` hooks (:data:`~toolhooks.hook_types.SessionStartHook`,
    :data:`~toolhooks.hook_types.PromptHook`); their matchers are not used.

    ``error_sinks`` receive PostToolUse and Stop failures; by default they are appended to
    ``data/hook_errors.jsonl``. Pass ``error_sinks=[]`` only if something else records them.
    """

    def __init__(self, *, error_sinks: Iterable[ErrorSink] | None = None) -> None:
        self._installed_tools: list[tuple[str, ...]] = []
        self.pre: HookList[PreHook] = HookList("PreToolUse", installed_tools=self._installed_tools)
        self.post: HookList[PostHook] = HookList(
            "PostToolUse", installed_tools=self._installed_tools
        )
        self.stop: HookList[StopHook] = HookList("Stop")
        self.session_start: HookList[SessionStartHook] = HookList("SessionStart")
        self.user_prompt: HookList[PromptHook] = HookList("UserPromptSubmit")
        self.error_sinks: list[ErrorSink] = (
            [JsonlErrorSink()] if error_sinks is None else _checked_sinks(error_sinks)
        )

    def installed_on(self, tools: tuple[str, ...]) -> Callable[[], None]:
        """Note that this registry now runs in front of ``tools`` (a dispatcher's tool list).

        Until the returned function is called (``install_hooks``'s ``undo`` calls it), a
        PreToolUse or PostToolUse hook registered here whose matcher selects none of
        ``tools`` is refused with :class:`~toolhooks.errors.ConfigError`, as the hooks
        present at install time were: a matcher typo must not switch a hook off in silence.
        """
        entry = tuple(tools)
        self._installed_tools.append(entry)

        def forget() -> None:
            for index, held in enumerate(self._installed_tools):
                if held is entry:
                    del self._installed_tools[index]
                    return

        return forget

    def report(self, failure: HookFailure) -> None:
        """Send a hook failure to every error sink (never raises)."""
        report_failure(failure, self.error_sinks)

    def __repr__(self) -> str:
        return f"HookRegistry(pre={len(self.pre)}, post={len(self.post)}, stop={len(self.stop)})"


def unmatched_problem(point: str, entry: RegisteredHook[Any], tools: tuple[str, ...]) -> str | None:
    """Why ``entry`` would never run in front of ``tools``, or ``None`` when it can."""
    if entry.matcher in (None, "", "*") or not tools:
        return None
    if any(entry.applies_to(name) for name in tools):
        return None
    return (
        f"the {point} hook {entry.name!r} has matcher {entry.matcher!r}, which selects none "
        f"of this dispatcher's tools ({', '.join(tools)}), so it would never run. Fix the "
        "matcher (names are separated by '|', with no spaces or commas) or register the "
        "tool first."
    )


def require_registry(registry: object, where: str) -> None:
    """Refuse anything but a :class:`HookRegistry`, naming the function it was given to."""
    if not isinstance(registry, HookRegistry):
        raise ConfigError(
            f"{where} needs a HookRegistry, got {type(registry).__name__}; register your "
            "hooks on registry = HookRegistry() and pass that."
        )
