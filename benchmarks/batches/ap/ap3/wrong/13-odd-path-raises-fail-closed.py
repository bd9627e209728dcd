# Breaks (Ex. 13, Returns): "Deny(reason, alternative) for a Write or Edit whose file_path is ...
# not a str (bytes too ...)". It raises on a non-text path, trusting that "the adapter fails closed".
# Input: Write, cwd "/work/project", file_path 42 (or b"notes.txt"): raises TypeError; expected a
# Deny. (Missing and empty paths do get their Deny.)
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder, so the write cannot be checked",
                    "open the project in Claude Code, then retry the write")
    path = call.input.get("file_path")
    if path is None or path == "":
        return Deny("the write names no file", "give file_path, a path inside the project")
    if not isinstance(path, str):
        # a hook that raises stops the call anyway: the adapter fails closed
        raise TypeError(f"file_path must be a string, got {type(path).__name__}")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}",
                f"write it under {folder} instead")
