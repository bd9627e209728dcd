# Breaks: "Returns: Deny(reason, alternative) (an alternative that is not blank) for a Write
# or Edit ... whose file_path is missing, empty or not a str": that branch denies with a
# reason only. Input: Write {"content": "x"} (no file_path), cwd "/work/project":
# Deny(reason, None), where the alternative must be a non-blank string.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("file_path must be a non-empty string.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
