"""The JupyterLab settings the workbook ships: a first start with no pop-ups, nothing fetched.

``python -m hookkata.lab_settings`` (run by ``make lab``) writes them into the Python
environment that runs JupyterLab, where any ``jupyter lab`` of that environment reads them:

* ``{app_dir}/settings/overrides.d/hooks-workbook.json``: new defaults for JupyterLab's own
  settings. JupyterLab asks on first start "Would you like to get notified about official
  Jupyter news?" (``fetchNews`` is ``"none"``, which means "ask"); the workbook says no
  for the learner, and turns off the check for new JupyterLab versions too. Both would
  fetch from the internet, which the workbook never needs. ``overrides.d`` is the folder
  for files that packages ship, one per package, so an ``overrides.json`` an administrator
  wrote stays theirs. These are defaults: what a learner sets in the Settings Editor wins.
* ``{sys.prefix}/etc/jupyter/jupyter_server_config.json``: the kernels JupyterLab starts
  talk to it over CurveZMQ-encrypted channels (see :func:`hookkata.grading.files.kernel_config`),
  so its terminal shows no "running over TCP without encryption" warning either. Only this
  one key is set; whatever else the file holds is kept.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

LAB_OVERRIDES: dict[str, dict[str, Any]] = {
    "@jupyterlab/apputils-extension:notification": {
        "fetchNews": "false",  # a string: "true", "false", or "none" (ask)
        "checkForUpdates": False,
    },
}
"""New defaults, by plugin id, in the form of JupyterLab's ``overrides.json``."""

SERVER_KEY = ("MappingKernelManager", "transport_encryption")
"""The one server setting written: CurveZMQ keys for every kernel whose kernelspec says it
can use them (``"auto"``)."""

FILE_NAME = "hooks-workbook.json"


def lab_overrides_path(app_dir: Path | None = None) -> Path:
    """Where the settings overrides go: under JupyterLab's application directory."""
    if app_dir is None:
        from jupyterlab.commands import get_app_dir  # type: ignore[import-untyped]

        app_dir = Path(get_app_dir())
    return app_dir / "settings" / "overrides.d" / FILE_NAME


def server_config_path(config_dir: Path | None = None) -> Path:
    """Where the server setting goes: the environment's Jupyter config folder."""
    if config_dir is None:
        from jupyter_core.paths import ENV_CONFIG_PATH

        config_dir = Path(ENV_CONFIG_PATH[0])
    return config_dir / "jupyter_server_config.json"


def install(app_dir: Path | None = None, config_dir: Path | None = None) -> list[Path]:
    """Write the settings (by default into this environment); return the files changed.

    Writing is idempotent: a file that already says the same is left alone. The server
    setting is written only where kernels can be encrypted (:func:`kernel_config` says so).
    """
    from hookkata.grading.files import kernel_config

    changed = []
    overrides = lab_overrides_path(app_dir)
    if _write_json(overrides, LAB_OVERRIDES):
        changed.append(overrides)
    if kernel_config():
        server = server_config_path(config_dir)
        section, key = SERVER_KEY
        config = _read_json(server)
        if config.get(section, {}).get(key) != "auto":
            config.setdefault(section, {})[key] = "auto"
            _write_json(server, config)
            changed.append(server)
    return changed


def _read_json(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``, or ``{}`` if there is no file. A file that is not a JSON
    object raises ``ValueError`` naming it: it is someone's configuration, never overwritten."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path} is not valid JSON ({exc}); fix or remove it") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} should hold a JSON object, got {type(data).__name__}")
    return data


def _write_json(path: Path, data: dict[str, Any]) -> bool:
    """Write ``data`` to ``path`` (through a temporary file) unless it already holds it."""
    text = json.dumps(data, indent=2) + "\n"
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)
    return True


def main() -> int:
    try:
        changed = install()
    except ValueError as exc:
        print(f"hookkata.lab_settings: {exc}", file=sys.stderr)
        return 2
    for path in changed:
        print(f"wrote the workbook's JupyterLab settings to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
