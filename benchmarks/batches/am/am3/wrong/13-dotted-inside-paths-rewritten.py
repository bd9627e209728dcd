# Breaks: "otherwise None (or ALLOW)". When normalising changed an inside path, the clean path
# is handed on as a Rewrite so the tool writes exactly what was checked: Write {"file_path":
# "/work/project/src/../notes.txt"} with cwd "/work/project" returns a Rewrite, not None.
import os

from toolhooks import Deny, Rewrite


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user to start from the project.")
    if type(path) is not str or not path:
        return Deny("file_path must be a non-empty string.", "give the file's path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target != root and not target.startswith(root.rstrip("/") + "/"):
        return Deny(f"{target} is not inside {root}.", f"choose a path under {root}.")
    if target != os.path.join(root, path):  # "." or ".." was resolved: pass the clean path on
        return Rewrite({**call.input, "file_path": target})
    return None
