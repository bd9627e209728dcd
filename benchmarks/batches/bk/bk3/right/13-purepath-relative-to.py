# Right for Exercise 13: Write/Edit only (exact names); Deny with a non-blank alternative when cwd
# is missing/"" or file_path is not a non-empty str. The joined path is normalised on the text by
# os.path.normpath first (.. resolved, nothing read from disk), then PurePosixPath.is_relative_to
# compares whole parts: the folder itself and everything under "/" are inside, /work/project-old
# and /work/PROJECT are not. Other tools: None. The verdict depends on the call alone.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _WRITERS:
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("this session carries no project folder (cwd)", "start the session from the project folder")
    raw = call.input["file_path"] if "file_path" in call.input else None
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("file_path is missing, empty or not text", "pass file_path as a path inside the project")
    base = PurePosixPath(os.path.normpath(attributes["cwd"]))
    target = PurePosixPath(os.path.normpath(os.path.join(str(base), raw)))
    if target.is_relative_to(base):
        return ALLOW
    return Deny(f"{raw} is not inside {base}", f"choose a path under {base}")
