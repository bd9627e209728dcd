"""The package as a whole: a small public surface, and an import that stays light."""

from __future__ import annotations

import subprocess
import sys

import toolhooks


def test_the_public_surface_is_what_a_hook_author_needs() -> None:
    """About 25 names, each real and documented; internals stay in their modules."""
    assert 20 <= len(toolhooks.__all__) <= 32
    assert sorted(toolhooks.__all__) == sorted(set(toolhooks.__all__))
    for name in toolhooks.__all__:
        value = getattr(toolhooks, name)
        if name in {"Decision", "PreHook", "PostHook", "StopHook"}:  # type aliases
            continue
        if isinstance(value, type) or callable(value):
            assert str(value.__module__).startswith("toolhooks."), name
            assert value.__doc__, f"{name} has no docstring"
    for internal in ("run_pre_chain", "FrozenDict", "JsonlFile", "SameUserOnly", "thaw"):
        assert internal not in toolhooks.__all__


def test_importing_toolhooks_loads_neither_jsonschema_nor_the_sdk() -> None:
    """A Claude Code hook process imports toolhooks on every call: it must stay cheap."""
    probe = (
        "import sys, toolhooks, toolhooks.claude_code;"
        "print(sorted(m for m in ('jsonschema', 'anthropic', 'claude_agent_sdk') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"


def test_jsonschema_is_loaded_when_a_tool_is_defined() -> None:
    """Defining a tool is the first use; the schema is still checked then."""
    probe = (
        "import sys; from toolhooks import ToolDefinition;"
        "ToolDefinition('ping', 'ping', {'type': 'object'});"
        "print('jsonschema' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "True"
