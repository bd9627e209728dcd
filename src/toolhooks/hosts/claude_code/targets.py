"""What the adapter's command line names: the event, the timeout, the hooks to import.

Shared by the hook commands (:mod:`.adapter`) and the command that prints their settings
(:mod:`.settings`), which must agree on every event name and on the adapter's timeout.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from toolhooks.errors import ToolhooksError, describe_exception
from toolhooks.registry import HookRegistry

if TYPE_CHECKING:
    from toolhooks.approval import Approver

Event = Literal["pre", "post", "stop", "start", "prompt", "permission"]

EVENT_NAMES: dict[Event, tuple[str, ...]] = {
    "pre": ("PreToolUse",),
    "post": ("PostToolUse", "PostToolUseFailure"),
    "stop": ("Stop", "SubagentStop", "SessionEnd"),
    "start": ("SessionStart",),
    "prompt": ("UserPromptSubmit",),
    "permission": ("PermissionRequest",),
}
DEFAULT_TIMEOUT_S = 5.0
"""The adapter's own limit for loading and running the hooks; keep Claude Code's above it."""
MAX_TIMEOUT_S = 300.0
TIMEOUT_ENV = "TOOLHOOKS_HOOK_TIMEOUT"


class AdapterInputError(ToolhooksError):
    """The hook payload, the environment or the ``--hooks`` target is not usable."""


def load_registry(target: str) -> HookRegistry:
    """Import ``module:attribute``: a :class:`HookRegistry`, or a function that returns one."""
    found = _import_target(target, "--hooks", "my_rules:registry")
    registry = found() if callable(found) and not isinstance(found, HookRegistry) else found
    if not isinstance(registry, HookRegistry):
        raise AdapterInputError(
            f"{target!r} is a {type(registry).__name__}, expected a HookRegistry "
            "(or a function returning one)."
        )
    return registry


def load_approver(target: str) -> Approver:
    """Import ``module:attribute``: the approver, a callable ``approve(call, asked) -> bool``."""
    found = _import_target(target, "--approve", "my_rules:approve")
    if not callable(found):
        raise AdapterInputError(
            f"--approve {target!r} is a {type(found).__name__}, expected a callable "
            "approve(call, asked) -> bool that returns True to let an asked call run."
        )
    approver: Approver = found
    return approver


def _import_target(target: str, option: str, example: str) -> Any:
    """The object ``module:attribute`` names; any failure to import it refuses the call."""
    module_name, _, attribute = target.partition(":")
    if not module_name or not attribute:
        raise AdapterInputError(
            f"{option} expects module:attribute, e.g. {example}, got {target!r}."
        )
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise AdapterInputError(
            f"cannot load hooks from {target!r}: {type(exc).__name__}: {exc}. Check the "
            "name, and that the module is importable from the hook's working directory "
            "(set PYTHONPATH in the command if needed)."
        ) from exc
    except Exception as exc:
        raise AdapterInputError(
            f"cannot load hooks from {target!r}: importing it raised {describe_exception(exc)}."
        ) from exc
    except BaseException as exc:  # SystemExit, KeyboardInterrupt... at import: still no hooks
        raise AdapterInputError(
            f"cannot load hooks from {target!r}: importing it raised "
            f"{describe_exception(exc)} (a module must not exit or stop while it is imported)."
        ) from exc
    return found


def hook_timeout(flag: str | None, environ: Mapping[str, str]) -> float:
    """The adapter's timeout in seconds: ``--timeout``, else ``$TOOLHOOKS_HOOK_TIMEOUT``."""
    raw = flag if flag is not None else environ.get(TIMEOUT_ENV)
    if raw is None or raw == "":
        return DEFAULT_TIMEOUT_S
    try:
        seconds = float(raw)
    except ValueError:
        seconds = math.nan
    if not (0 < seconds <= MAX_TIMEOUT_S):
        source = "--timeout" if flag is not None else TIMEOUT_ENV
        raise AdapterInputError(
            f"{source} must be a number of seconds above 0 and at most {MAX_TIMEOUT_S:g}, "
            f"got {raw!r}."
        )
    return seconds
