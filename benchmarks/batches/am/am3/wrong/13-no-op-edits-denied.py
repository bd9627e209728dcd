# Breaks: "otherwise None (or ALLOW)" for an inside path. An Edit that changes nothing is
# refused as a wasted call: Edit {"file_path": "a.txt", "old_string": "x", "new_string": "x"}
# with cwd "/work/project" is denied though the file is inside.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd or not isinstance(path, str) or not path:
        return Deny("nothing to check: no folder or no file_path.", "give a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target != root and not target.startswith(root.rstrip("/") + "/"):
        return Deny(f"{path} is outside {root}.", f"write under {root}.")
    if call.tool_name == "Edit" and call.input.get("old_string") == call.input.get("new_string"):
        return Deny("this edit changes nothing.", "make a real change or skip the edit.")
    return None
