# Right: only the exact names "Write" and "Edit" are checked; no "cwd" (missing or "") and a missing, empty or
# non-str file_path are denied with a non-blank alternative. The folder and the file_path joined to it are
# normalised as text by os.path.normpath (nothing decoded, no symlink followed), and commonpath() compares whole
# parts case-sensitively: inside when the common path is the folder (itself, anything under it, all of "/").
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd", "")
    if folder == "" or folder is None:
        return Deny(
            "this session has no project folder (cwd), so where the file lands cannot be checked.",
            "start the session from the project folder, then write the file again.",
        )
    file_path = call.input.get("file_path")
    if type(file_path) is not str or file_path == "":
        return Deny(
            "the write gives no file_path (a non-empty string) to check.",
            "call the tool again with file_path naming a file inside the project folder.",
        )
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(
        "that file lands outside the project folder, where this agent may not write.",
        "write it under the project folder, using a path relative to it.",
    )
