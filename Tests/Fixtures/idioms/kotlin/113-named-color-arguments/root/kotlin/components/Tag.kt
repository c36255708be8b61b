package com.example.ds.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.example.ds.theme.Ds

@Composable
fun Tag(label: String, modifier: Modifier = Modifier) {
    val shape = RoundedCornerShape(6.dp)
    Text(
        text = label,
        color = Ds.colors.onBrand,
        modifier = modifier
            .background(Ds.colors.brand, shape)
            .border(1.dp, Ds.colors.outline, shape)
            .padding(horizontal = 8.dp, vertical = 2.dp),
    )
}
