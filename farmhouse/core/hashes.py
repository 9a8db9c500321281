"""SHA-256 and BLAKE2b, without loading OpenSSL on the way to the first window.

``hashlib`` loads OpenSSL's ``_hashlib`` (and with it libcrypto) when it is first imported:
about 2 ms of the app's start, for the two hashes the app uses (a save's digest, an AI seed,
the file names of kept board pictures). Python's own implementations give the same digests
(``hashlib.blake2b`` *is* ``_blake2.blake2b``; ``_sha256`` is the one ``hashlib`` falls back
to); ``hashlib`` serves where they are missing (another Python build).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hashlib import blake2b as blake2b
    from hashlib import sha256 as sha256
else:
    try:
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover (a Python built without it)
        from hashlib import blake2b
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:  # pragma: no cover
        try:
            from _sha2 import sha256  # Python 3.12 and later
        except ImportError:
            from hashlib import sha256

__all__ = ["blake2b", "sha256"]
