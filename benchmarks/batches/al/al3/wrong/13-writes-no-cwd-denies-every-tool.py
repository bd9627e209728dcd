# Breaks: "Allow every other tool, whatever its input" / "otherwise None ..., and always for
# every other tool": the missing-cwd check runs before the tool-name check, so every tool of a
# session without cwd is denied. Input: Bash {"command": "ls"} (or Read) with a context whose
# attributes have no "cwd": Deny, must be None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    cwd = call.context.attributes.get("cwd")
    if not cwd:  # nothing to check is no permission
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if call.tool_name not in ("Write", "Edit"):
        return None
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
