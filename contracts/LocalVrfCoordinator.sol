// SPDX-License-Identifier: MIT
// The local world's VRF v2.5 coordinator: Chainlink's mock, fulfilled by scripts/chains/mysteryBoxKeeper.ts (never deployed to a public network).
pragma solidity ^0.8.24;

import {VRFCoordinatorV2_5Mock} from "@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol";

/// @dev A named subclass so the compile step (contracts/compile.ts) builds it like the repo's own contracts.
contract LocalVrfCoordinator is VRFCoordinatorV2_5Mock {
    constructor(uint96 baseFee, uint96 gasPrice, int256 weiPerUnitLink) VRFCoordinatorV2_5Mock(baseFee, gasPrice, weiPerUnitLink) {}
}
