# Right: for Write/Edit (exact names) with a cwd and a non-empty str file_path, os.path.relpath of
# two absolute, normpath'ed texts is pure text work (no file system, no symlinks); the target is
# inside exactly when the first part of that relative path is not "..": "." is the folder itself,
# "..hidden" is a name, and a sibling such as /work/project-old gives "../project-old/...".
# Anything missing or of the wrong type, or any escape, gets Deny(reason, non-blank alternative).
import os

from toolhooks import ALLOW, Deny

_NOT_CHECKABLE = Deny("nothing to check: no project folder or no usable file_path.", "retry with file_path set to a path in the project.")
_ESCAPES = Deny("that path lands outside the project folder.", "pick a path under the project folder.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return ALLOW
    attributes = call.context.attributes
    path = call.input.get("file_path")
    if "cwd" not in attributes or not attributes["cwd"] or not isinstance(path, str) or not path:
        return _NOT_CHECKABLE
    root = os.path.normpath(attributes["cwd"])
    target = os.path.normpath(os.path.join(root, path))
    first = os.path.relpath(target, root).split("/", 1)[0]
    return _ESCAPES if first == ".." else ALLOW
