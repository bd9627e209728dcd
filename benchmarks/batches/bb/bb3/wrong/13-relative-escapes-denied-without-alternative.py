# Breaks "Returns: Deny(reason, alternative) (an alternative that is not blank)": the branch for
# relative paths that climb out was written apart and returns Deny(reason) alone.
# cwd "/work/project", file_path "../escape.txt" -> Deny(..., alternative=None); absolute
# outside paths still get an alternative.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session in the project folder")
    fp = call.input.get("file_path")
    if not isinstance(fp, str) or not fp:
        return Deny("a Write or Edit needs a file_path as text", "give the file's path in the project")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    if not os.path.isabs(fp):
        return Deny(f"{fp} climbs out of the project folder")
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
