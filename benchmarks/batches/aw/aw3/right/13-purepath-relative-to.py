# Right: the textual target (posixpath.normpath of the path joined onto the folder) is compared by
# whole parts with PurePosixPath.relative_to, which raises ValueError when the folder is not one of
# its leading parts (so /work/project-old is outside /work/project, the folder itself is inside, and
# "/" holds everything); nothing is resolved on disk and case matters. Non-Write/Edit tools (exact
# names) get ALLOW whatever their input; a missing/empty cwd or a missing, empty or non-str
# file_path gets Deny with a reason and a non-blank alternative.
import posixpath
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

GUARDED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in GUARDED:
        return ALLOW
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "start the session inside the project folder, then retry.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text.", "send file_path as a string inside the project folder.")
    root = posixpath.normpath(cwd)
    target = posixpath.normpath(posixpath.join(root, path))
    try:
        PurePosixPath(target).relative_to(PurePosixPath(root))
    except ValueError:
        return Deny(f"writing {path!r} would land outside {root!r}.", f"pick a path under {root!r}.")
    return ALLOW
