# Right: only "Write"/"Edit" (exact) are checked; no cwd, or a file_path that is not a
# non-empty str, is denied. The path is joined to the folder and normpath'd (text only); it is
# inside when it equals the folder or sorts in [folder + "/", folder + "0"): "0" follows "/"
# in code points, so that range is exactly the strings starting with folder + "/" (root: "/").
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny("the call names no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    stem = folder.rstrip("/")
    if target == folder or stem + "/" <= target < stem + "0":
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
