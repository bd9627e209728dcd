"""Which tools a hook applies to.

A matcher is written as in Claude Code's settings: ``None``, ``""`` or ``"*"`` match every
tool; a string of only letters, digits, ``_``, ``-`` and ``|`` is an exact name or a
``|``-separated list of exact names; anything else is a regular expression. One deliberate
difference: our regular expressions must match the whole name (``re.fullmatch``), so
``lookup.*`` cannot match ``admin_lookup_user`` by accident. A compiled ``re.Pattern`` is
used as it is, also with ``fullmatch``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeAlias

from .errors import ConfigError, safe_repr

MatcherSpec: TypeAlias = "str | re.Pattern[str] | None"
"""How a matcher is written when a hook is registered."""

ToolMatcher: TypeAlias = Callable[[str], bool]
"""A compiled matcher: does this hook apply to a tool of this name?"""

_NAME_LIST = re.compile(r"[A-Za-z0-9_\-|]+")


def compile_matcher(spec: MatcherSpec) -> ToolMatcher:
    """Turn a matcher as written into a predicate over tool names."""
    if spec is None or spec in ("", "*"):
        return _match_all
    if isinstance(spec, re.Pattern) and isinstance(spec.pattern, str):
        return _regex_matcher(spec)
    if not isinstance(spec, str):
        raise ConfigError(
            f"a matcher must be a string, a compiled str pattern or None, got {safe_repr(spec)}; "
            "e.g. 'create_case_file', 'create_case_file|refund' or 'lookup_.*'."
        )
    if _NAME_LIST.fullmatch(spec):
        names = frozenset(name for name in spec.split("|") if name)
        return names.__contains__
    try:
        return _regex_matcher(re.compile(spec))
    except re.error as exc:
        raise ConfigError(
            f"matcher {spec!r} is neither a tool name list nor a valid regular expression "
            f"({exc}); write names as 'a|b' or fix the pattern."
        ) from exc


def _match_all(_tool_name: str) -> bool:
    return True


def _regex_matcher(pattern: re.Pattern[str]) -> ToolMatcher:
    return lambda tool_name: pattern.fullmatch(tool_name) is not None


def tool_names(names: object, where: str) -> tuple[str, ...]:
    """``names`` as a tuple of non-empty tool-name strings, in order; refused otherwise.

    A lone string is refused on purpose: ``frozenset("lookup_user")`` is a set of letters,
    so a rule given ``tools="lookup_user"`` would apply to no tool and stay silent.
    ``where`` names the argument in the message, as ``SameUserOnly(tools=...)``.
    """
    if isinstance(names, (str, bytes)) or not isinstance(names, Iterable):
        raise ConfigError(
            f"{where} takes a collection of tool names, got {safe_repr(names)} "
            f"({type(names).__name__}); write a list even for one tool, e.g. ['lookup_user']."
        )
    found = tuple(names)
    for name in found:
        if not isinstance(name, str) or not name:
            raise ConfigError(
                f"{where} takes tool names as non-empty strings, got {safe_repr(name)} "
                f"({type(name).__name__}) in {safe_repr(found)}; e.g. ['lookup_user']."
            )
    return found
