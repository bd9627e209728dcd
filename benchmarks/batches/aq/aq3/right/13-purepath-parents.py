# Right: exact tool names (Write, Edit); missing/"" cwd and a missing, empty or non-str file_path are denied with a
# non-blank alternative. The joined path is normalised as text by os.path.normpath (".." resolved, no file read),
# then PurePosixPath compares whole parts: allowed only when the target is the folder or the folder is one of its
# parents ("/" holds everything; /work/project-old is not under /work/project). Names are left as they are.
import os
from pathlib import PurePosixPath

from toolhooks import Deny

_GUARDED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _GUARDED:
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "open the session in the project folder and retry.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("the call has no file_path text to check.", "pass file_path as a path inside the project.")
    folder = PurePosixPath(os.path.normpath(cwd))
    target = PurePosixPath(os.path.normpath(os.path.join(str(folder), raw)))
    if target == folder or folder in target.parents:
        return None
    return Deny(f"{raw!r} resolves to {str(target)!r}, outside {str(folder)!r}.", f"write under {str(folder)!r} instead.")
