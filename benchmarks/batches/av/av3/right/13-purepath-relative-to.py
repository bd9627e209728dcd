# Right: exact names "Write"/"Edit" only; missing/"" cwd and a missing, empty or non-str file_path are
# denied (reason + non-blank alternative). Folder and the joined target are normpath'ed texts in
# PurePosixPath (never touches the disk); relative_to raises ValueError exactly when the target is not
# the folder or below it (whole parts, case-sensitive; "/" holds every absolute path).
import os
from pathlib import PurePosixPath

from toolhooks import Deny

WRITE_TOOLS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in WRITE_TOOLS:
        return None
    cwd = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not cwd:
        return Deny("the project folder is unknown (no cwd), so this write is refused.",
                    "open the session in the project folder.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("there is no file_path string to check.", "pass file_path as a path in the project.")
    folder = PurePosixPath(os.path.normpath(cwd))
    target = PurePosixPath(os.path.normpath(os.path.join(cwd, file_path)))
    try:
        target.relative_to(folder)
    except ValueError:
        return Deny(f"{file_path} is not inside the project folder {cwd}.",
                    f"write under {cwd} (a relative path is taken from there).")
    return None
