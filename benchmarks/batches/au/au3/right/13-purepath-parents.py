# Right: exact tool names only; a missing/"" cwd or a missing/empty/non-str file_path is denied with a
# reason and a non-blank alternative. Both folder and target go through os.path.normpath (text only: no
# file system, no symlinks, nothing decoded or stripped, case kept); inside means the target IS the folder
# or the folder is one of its PurePosixPath parents, whole parts compared, "/" included.
import os
from pathlib import PurePosixPath

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder (a path relative to it works)."


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd")
    if type(folder) is not str or folder == "":
        return Deny("the session's project folder (cwd) is unknown, so no write can be checked.", _ALTERNATIVE)
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny("Write and Edit need a non-empty file_path string to check.", _ALTERNATIVE)
    base = PurePosixPath(os.path.normpath(folder))
    target = PurePosixPath(os.path.normpath(os.path.join(str(base), path)))
    if target == base or base in target.parents:
        return None
    return Deny(f"the file {str(target)!r} is outside the project folder {str(base)!r}.", _ALTERNATIVE)
