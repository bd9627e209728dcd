# Breaks "otherwise None (or an Allow: ALLOW or a new Allow())": the branch for a path that is
# the project folder itself returns the class Allow, not an instance. Input: Write with
# file_path "." (or the folder's own path), cwd "/work/project" -> returns the class `Allow`.
import os

from toolhooks import Allow, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder:
        return Allow
    if target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
