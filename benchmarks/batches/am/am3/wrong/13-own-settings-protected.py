# Breaks: "otherwise None (or ALLOW)" for an inside path. The agent may not edit the file that
# installs its own hooks: Write {"file_path": ".claude/settings.json"} (or its absolute form)
# with cwd "/work/project" is denied though it is inside the project.
import os

from toolhooks import Deny

PROTECTED = (os.path.join(".claude", "settings.json"), os.path.join(".claude", "settings.local.json"))


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd", "")
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or not path:
        return Deny("no project folder or no file_path to check.", "give a file_path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target != root and not target.startswith(root.rstrip("/") + "/"):
        return Deny(f"{target} is outside the project folder.", f"write under {root} instead.")
    if any(target == os.path.join(root, name) for name in PROTECTED):  # our own hooks live there
        return Deny("the hook settings are not the agent's to change.", "ask the user to edit them.")
    return None
