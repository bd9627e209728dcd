# Right: every tool but exactly "Write"/"Edit" gets None; no cwd (missing or "") and a bad
# file_path (missing, "", non-str) are denied with a non-blank alternative; the target is
# normpath(join(normpath(cwd), file_path)) on text only, and it is inside when
# os.path.commonpath of the two equals the folder: whole components, case-sensitive, "/"
# containing everything, the folder itself included.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return None
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    problem = None
    if not isinstance(cwd, str) or cwd == "":
        problem = "no project folder is known for this session"
    elif not isinstance(file_path, str) or len(file_path) == 0:
        problem = "the call has no file_path text to check"
    else:
        folder = os.path.normpath(cwd)
        target = os.path.normpath(os.path.join(folder, file_path))
        if os.path.commonpath([folder, target]) == folder:
            return None
        problem = f"{target} is outside the project folder {folder}"
    return Deny(problem, "choose a path inside the project folder and try again")
