# Right: only the exact names "Write"/"Edit" are checked; a missing/"" cwd or a missing,
# empty or non-str file_path is a Deny with a non-blank alternative; otherwise the path is
# joined to the folder and normalised on the text (os.path.normpath, no file system), and
# os.path.commonpath compares whole parts, case-sensitively: the folder itself and "/" work.
import os

from toolhooks import Deny

_GUARDED = ("Write", "Edit")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _GUARDED:
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny(
            "this session has no project folder, so no write can be checked",
            "start Claude Code from the project folder and try again",
        )
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or file_path == "":
        return Deny(
            "the call gives no file_path string to check",
            "pass file_path as a path inside the project folder",
        )
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, file_path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(
        f"{target} is outside the project folder {root}",
        "write the file somewhere inside the project folder instead",
    )
