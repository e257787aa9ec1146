// SPDX-License-Identifier: MIT
// Shared LAND record: the map and block coordinates a LAND token stands for.
pragma solidity ^0.8.24;

/// @dev A 1x1 LAND has x1 == x2 and y1 == y2; size is (x2 - x1 + 1) x (y2 - y1 + 1), premium marks the P variants.
struct Land {
    uint32 mapId;
    uint32 x1;
    uint32 y1;
    uint32 x2;
    uint32 y2;
    bool premium;
}

error InvalidCoordinates();
/// @notice A LAND token already stands for this parcel (same map and block coordinates).
error DuplicateParcel(uint256 existingTokenId);

library LandCheck {
    function check(Land calldata land) internal pure {
        if (land.x2 < land.x1 || land.y2 < land.y1) revert InvalidCoordinates();
    }

    /// @notice The parcel a LAND stands for, whatever its premium flag: one token per parcel per contract.
    function parcelKey(Land calldata land) internal pure returns (bytes32) {
        return keccak256(abi.encode(land.mapId, land.x1, land.y1, land.x2, land.y2));
    }
}
