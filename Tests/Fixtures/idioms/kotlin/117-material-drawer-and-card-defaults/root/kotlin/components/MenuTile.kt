package com.example.ds.components

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.NavigationDrawerItemDefaults
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

@Composable
fun MenuTile(
    title: String,
    modifier: Modifier = Modifier,
    border: BorderStroke = CardDefaults.outlinedCardBorder(),
) {
    OutlinedCard(modifier = modifier, border = border) {
        Text(text = title, modifier = Modifier.padding(NavigationDrawerItemDefaults.ItemPadding))
    }
}
