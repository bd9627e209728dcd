# Breaks: "otherwise None (or ALLOW)" for an inside path. Reads Claude Code's permission_mode
# too and refuses every write in plan mode: Edit {"file_path": "/work/project/a.txt", ...} with
# attributes {"cwd": "/work/project", "permission_mode": "plan"} is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = call.context.attributes
    if attributes.get("permission_mode") == "plan":
        return Deny("the session is in plan mode: nothing is written yet.", "present the plan first.")
    folder = attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not isinstance(folder, str) or folder == "":
        return Deny("no project folder for this session.", "ask the user to open the project.")
    if not isinstance(file_path, str) or file_path == "":
        return Deny("file_path is missing or not a string.", "give the file's path.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path} resolves outside {root}.", f"write inside {root}.")
