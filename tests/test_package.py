"""The package as a whole: a small public surface, and an import that stays light."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

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
        "import sys, toolhooks, toolhooks.hosts.claude_code;"
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


def _loaded_after(probe: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``probe``."""
    code = f"import sys\n{probe}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    return set(out.stdout.split())


def test_importing_toolhooks_loads_no_module_of_it() -> None:
    """``import toolhooks`` costs nothing: a name loads its own module on first use."""
    loaded = _loaded_after("import toolhooks")
    assert sorted(m for m in loaded if m.startswith("toolhooks.")) == []
    loaded = _loaded_after("from toolhooks import Deny")
    assert "toolhooks.decisions" in loaded
    assert not {"toolhooks.wrapper", "toolhooks.audit", "toolhooks.session"} & loaded


def test_every_public_name_comes_from_the_module_the_table_names() -> None:
    """The lazy table, ``__all__`` and the modules agree; ``dir()`` lists every name."""
    import importlib

    assert set(toolhooks._HOME) == set(toolhooks.__all__)
    for name, module in toolhooks._HOME.items():
        home = importlib.import_module(f"toolhooks.{module}")
        assert getattr(toolhooks, name) is getattr(home, name), name
    assert set(toolhooks.__all__) <= set(dir(toolhooks))


def test_star_import_gives_every_public_name_in_a_fresh_interpreter() -> None:
    """``from toolhooks import *`` resolves each lazy name (none is left a stub)."""
    loaded = _loaded_after(
        "from toolhooks import *\n"
        "import toolhooks\n"
        "assert all(globals()[n] is getattr(toolhooks, n) for n in toolhooks.__all__)"
    )
    assert "toolhooks.install" in loaded


def test_an_unknown_name_is_an_attribute_error_naming_it() -> None:
    """A typo is the usual AttributeError (so ``hasattr`` and ``getattr(..., default)`` work)."""
    import pytest

    with pytest.raises(AttributeError, match="'HookRegistri'"):
        toolhooks.HookRegistri  # noqa: B018
    assert getattr(toolhooks, "HookRegistri", None) is None


def test_an_allowing_claude_code_pre_hook_loads_only_what_it_needs(tmp_path: object) -> None:
    """Each Claude Code event is a new process, so the adapter imports lazily: a Pre event
    that allows loads neither the hooked dispatcher, the Stop machinery, ``logging``,
    ``tempfile`` nor ``argparse``'s friends beyond argparse itself (see ``make bench``)."""
    import json
    import os
    from pathlib import Path

    folder = Path(str(tmp_path))
    (folder / "lean_rules.py").write_text(
        "import sys\n"
        "from pathlib import Path\n"
        "from toolhooks import HookRegistry\n"
        "def record(call):\n"
        "    Path('modules.txt').write_text('\\n'.join(sorted(sys.modules)))\n"
        "registry = HookRegistry(error_sinks=[])\n"
        "registry.pre(record)\n"
    )
    payload = {
        "session_id": "s_lean",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "ls"},
        "tool_use_id": "toolu_lean",
    }
    env = {**os.environ, "TOOLHOOKS_USER_ID": "u_lean"}
    done = subprocess.run(
        [
            sys.executable,
            "-P",
            "-m",
            "toolhooks.hosts.claude_code",
            "pre",
            "--hooks",
            "lean_rules:registry",
        ],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=folder,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    loaded = set((folder / "modules.txt").read_text().split())
    assert "toolhooks.chain" in loaded  # the probe saw the adapter's modules
    heavy = {
        "toolhooks.wrapper",
        "toolhooks.dispatcher",
        "toolhooks.session",
        "toolhooks.hosts.claude_code.tally",
        "toolhooks.audit",
        "logging",
        "traceback",
        "tempfile",
        "jsonschema",
        "orjson",  # loaded by the first line written, never by an allowing Pre process
        "anthropic",
    }
    assert sorted(heavy & loaded) == []


def _named_in_the_notebooks() -> set[str]:
    """The class names the starter notebooks' prose writes in backticks (``Deny``,
    ``Allow()``), less those their code imports by name from a module of the package."""
    named: set[str] = set()
    imported: set[str] = set()
    for path in sorted(Path(__file__).resolve().parent.parent.glob("notebooks/*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            text = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                named |= set(re.findall(r"`([A-Z][A-Za-z]+)(?:\(\))?`", text))
            for names in re.findall(r"from toolhooks\.[\w.]+ import ([^\n]+)", text):
                imported |= set(re.findall(r"\w+", names))
    return named - imported


def _toolhooks_classes() -> dict[str, str]:
    """Every class defined in a module of ``toolhooks`` (the wings too), with its module."""
    found: dict[str, str] = {}
    for info in pkgutil.walk_packages(toolhooks.__path__, "toolhooks."):
        if info.name.rpartition(".")[2] == "__main__":  # a command: importing it runs it
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, type) and value.__module__ == info.name:
                found.setdefault(name, info.name)
    return found


def test_every_class_the_notebooks_name_imports_from_toolhooks() -> None:
    """A learner told to return "a new ``Allow()``" writes ``from toolhooks import Allow``:
    each class of the package that the notebooks' prose names is in ``toolhooks.__all__``."""
    classes = _toolhooks_classes()
    named = {name for name in _named_in_the_notebooks() if name in classes}
    assert {"Allow", "Deny", "ToolCall"} <= named  # the scan reads the prose
    missing = sorted(f"{name} (in {classes[name]})" for name in named - set(toolhooks.__all__))
    assert not missing, f"named in the notebooks, not importable from toolhooks: {missing}"
