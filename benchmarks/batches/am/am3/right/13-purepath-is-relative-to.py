# Right: only "Write" and "Edit" (exact names) are checked; a missing/"" cwd or a file_path
# that is not a non-empty str is denied with a non-blank alternative. Otherwise folder and path
# are normalised as text (os.path.normpath, the path joined onto the folder) and compared by
# whole parts with PurePosixPath.is_relative_to: no file system, case-sensitive, "/" holds all.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

WRITE_TOOLS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in WRITE_TOOLS:
        return ALLOW
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny(
            "this session has no project folder (cwd), so no write can be checked.",
            "ask the user to run the agent from the project folder.",
        )
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny(
            "file_path is missing, empty or not a string, so the write cannot be checked.",
            "call the tool again with file_path set to a path inside the project.",
        )
    root = PurePosixPath(os.path.normpath(folder))
    target = PurePosixPath(os.path.normpath(os.path.join(str(root), file_path)))
    if target.is_relative_to(root):
        return ALLOW
    return Deny(
        f"writes must stay inside the project folder {root}; {file_path!r} resolves to {target}.",
        f"write the file somewhere under {root} instead.",
    )
